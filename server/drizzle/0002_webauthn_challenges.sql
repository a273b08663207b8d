ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_owner_check";--> statement-breakpoint
ALTER TABLE "one_time_codes" DROP CONSTRAINT "one_time_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_owner_check" CHECK ("one_time_codes"."user_id" is not null or "one_time_codes"."email" is not null or "one_time_codes"."purpose" = 'webauthn_challenge');--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_purpose_check" CHECK ("one_time_codes"."purpose" in ('email_verify', 'passwordless_email', 'password_reset', 'email_change', 'email_otp', 'sms_otp', 'mfa_totp', 'webauthn_challenge'));