CREATE TABLE "session_inputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"purpose" text,
	"model" text DEFAULT 'PRO' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"grade" integer,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_outputs" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"session_input_id" integer NOT NULL,
	"content" text NOT NULL,
	"final_answer" text,
	"final_answer_text" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"exact" boolean DEFAULT false NOT NULL,
	"provider" text NOT NULL,
	"task" text,
	"option_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"related_image_status" text,
	"related_image_url" text,
	"is_generate_image" boolean DEFAULT false NOT NULL,
	"output_feedback" integer,
	"feedback_comment" text,
	"desmos_function" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"grade" integer,
	"favorite" boolean DEFAULT false NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"parse_status" text,
	"mode" text DEFAULT 'ANSWER' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"desmos_function" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "session_inputs" ADD CONSTRAINT "session_inputs_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_outputs" ADD CONSTRAINT "session_outputs_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_outputs" ADD CONSTRAINT "session_outputs_session_input_id_session_inputs_id_fk" FOREIGN KEY ("session_input_id") REFERENCES "public"."session_inputs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_inputs_session_idx" ON "session_inputs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_outputs_session_idx" ON "session_outputs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_outputs_input_idx" ON "session_outputs" USING btree ("session_input_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_uuid_uq" ON "sessions" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "sessions_user_updated_idx" ON "sessions" USING btree ("user_id","updated_at");