import Foundation
import TestSupport
import XCTest

@testable import MigrationKit

/// Project files named with another case than the file on disk, as Xcode on macOS's
/// case-insensitive volumes finds them.
final class ProjectFileCaseTests: XCTestCase {
  func testAnIncludeNamedWithAnotherCaseIsRead() throws {
    let folder = TemporaryFolder()
    let config = folder.write(
      "config/App.debug.xcconfig",
      "#include \"Common.xcconfig\"\n#include \"Version.public.xcconfig\"\n")
    _ = folder.write("config/Common.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET = 15.0\n")
    _ = folder.write("config/Version.Public.xcconfig", "VERSION = 1.2\n")
    let cache = ProjectDiscovery.FileCache()
    var reader = XcconfigReader(read: cache.read)
    reader.include(config)
    XCTAssertEqual(reader.problems.map(\.reason), [])
    XCTAssertEqual(reader.settings["IPHONEOS_DEPLOYMENT_TARGET"], "15.0")
    XCTAssertEqual(reader.settings["VERSION"], "1.2")
  }

  func testTwoFilesThatDifferOnlyByCaseLeaveTheNameUnread() throws {
    let folder = TemporaryFolder()
    let config = folder.write("App.xcconfig", "#include \"shared.xcconfig\"\n")
    _ = folder.write("Shared.xcconfig", "A = 1\n")
    _ = folder.write("SHARED.xcconfig", "A = 2\n")
    let cache = ProjectDiscovery.FileCache()
    var reader = XcconfigReader(read: cache.read)
    reader.include(config)
    XCTAssertEqual(reader.problems.map(\.reason), ["cannot read shared.xcconfig"])
    XCTAssertNil(reader.settings["A"])
  }
}
