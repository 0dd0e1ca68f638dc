struct ArchiveList {}
