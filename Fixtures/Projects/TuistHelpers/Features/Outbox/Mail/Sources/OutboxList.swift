struct OutboxList {}
