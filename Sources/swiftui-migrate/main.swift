import Foundation

FileHandle.standardError.write("swiftui-migrate: not built yet\n".data(using: .utf8)!)
exit(2)
