// What the bot lets Discord ping by default: nobody. A message pings someone only when its payload
// names them (`allowedMentions.users`, the notices that call a player); text a user typed and
// the bot repeats ("@everyone", "<@id>", "<@&role>") stays plain text everywhere.

export const NO_MENTIONS = { parse: [] as [] };
