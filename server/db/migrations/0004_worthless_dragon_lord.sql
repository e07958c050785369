CREATE TABLE "new_tutor_sessions" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"total_step" integer DEFAULT 0 NOT NULL,
	"current_step" integer DEFAULT 0 NOT NULL,
	"display_step" integer DEFAULT 0 NOT NULL,
	"is_finished" boolean DEFAULT false NOT NULL,
	"plan" jsonb,
	"entries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_quiz_answered" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"related_questions" text DEFAULT '[]' NOT NULL,
	"image_status" text,
	"image_url" text,
	"paid_with" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "new_tutor_sessions" ADD CONSTRAINT "new_tutor_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;