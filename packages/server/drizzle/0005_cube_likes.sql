CREATE TABLE "cube_likes" (
	"user_id" text NOT NULL,
	"cube_id" text NOT NULL,
	"liked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cube_likes_user_id_cube_id_pk" PRIMARY KEY("user_id","cube_id")
);
--> statement-breakpoint
ALTER TABLE "cube_likes" ADD CONSTRAINT "cube_likes_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cube_likes" ADD CONSTRAINT "cube_likes_cube_id_cubes_id_fk" FOREIGN KEY ("cube_id") REFERENCES "public"."cubes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cube_likes_cube_idx" ON "cube_likes" USING btree ("cube_id");