struct Extra {}
