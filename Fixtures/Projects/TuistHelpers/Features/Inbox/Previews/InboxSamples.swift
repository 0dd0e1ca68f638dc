struct InboxSamples {}
