CREATE TABLE "calculator_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"input" text NOT NULL,
	"model" text NOT NULL,
	"simplify_result" text,
	"calc_result" text,
	"variable" text DEFAULT 'x' NOT NULL,
	"derivative_order" integer DEFAULT 1 NOT NULL,
	"integration_lower_bound" text,
	"integration_upper_bound" text,
	"integration_model" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculator_history" ADD CONSTRAINT "calculator_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_history_user_idx" ON "calculator_history" USING btree ("user_id","created_at");