DROP TABLE "auth"."attempts" CASCADE;--> statement-breakpoint
DROP TABLE "auth"."search_requests" CASCADE;