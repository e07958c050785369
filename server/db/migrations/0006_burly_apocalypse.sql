CREATE TABLE "account_invitations" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_promotion_visits" (
	"code" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_promotions" (
	"code" text PRIMARY KEY NOT NULL,
	"host_name" text NOT NULL,
	"coupon_type" text NOT NULL,
	"value" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_referrals" (
	"invitee_id" integer PRIMARY KEY NOT NULL,
	"inviter_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_promotion_visits" ADD CONSTRAINT "account_promotion_visits_code_account_promotions_code_fk" FOREIGN KEY ("code") REFERENCES "public"."account_promotions"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_promotion_visits" ADD CONSTRAINT "account_promotion_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_referrals" ADD CONSTRAINT "account_referrals_invitee_id_users_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_referrals" ADD CONSTRAINT "account_referrals_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_invitations_code_uq" ON "account_invitations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "account_promotion_visits_uq" ON "account_promotion_visits" USING btree ("code","user_id");