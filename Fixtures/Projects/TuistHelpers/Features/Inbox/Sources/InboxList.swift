struct InboxList {}
