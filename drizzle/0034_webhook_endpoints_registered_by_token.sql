-- An endpoint registered by an API token (one scoped to WEBHOOKS_WRITE) is deleted with the token.
ALTER TABLE `webhook_endpoints` ADD `api_token_id` text REFERENCES api_tokens(id) ON DELETE cascade;
