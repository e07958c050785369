CREATE TABLE "four_operations_bests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operations" text NOT NULL,
	"level" text NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "four_operations_rounds" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"operations" text NOT NULL,
	"level" text NOT NULL,
	"problems" jsonb NOT NULL,
	"correct" integer NOT NULL,
	"total" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "four_operations_bests" ADD CONSTRAINT "four_operations_bests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "four_operations_rounds" ADD CONSTRAINT "four_operations_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "four_operations_bests_uq" ON "four_operations_bests" USING btree ("user_id","operations","level");--> statement-breakpoint
CREATE INDEX "four_operations_rounds_user_idx" ON "four_operations_rounds" USING btree ("user_id","created_at");