struct InboxTests {}
