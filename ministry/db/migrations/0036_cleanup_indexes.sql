CREATE INDEX "attempts_at_idx" ON "auth"."attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "liveness_sessions_started_at_idx" ON "auth"."liveness_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "auth"."sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "video_challenges_expires_at_idx" ON "acts"."video_challenges" USING btree ("expires_at");