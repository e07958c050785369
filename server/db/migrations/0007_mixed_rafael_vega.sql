CREATE TABLE "billing_dialog_triggers" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"trigger_type" text NOT NULL,
	"free_trial_available" boolean NOT NULL,
	"free_trial_confirm_exit_dialog" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "billing_dialog_triggers" ADD CONSTRAINT "billing_dialog_triggers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;