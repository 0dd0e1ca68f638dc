struct DraftList {}
