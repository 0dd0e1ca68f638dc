import XCTest

@testable import MigrationKit

/// `InfoPlist.extensionPoint(in:)`: the string after the extension point key, whether the
/// property list is ASCII (told on its bytes) or not (read as a string).
final class InfoPlistTests: XCTestCase {
  private func point(_ text: String) -> String? {
    InfoPlist.extensionPoint(in: Array(text.utf8))
  }

  func testTheKeysStringInAnASCIIOrOtherList() {
    let widget = """
      <dict><key>NSExtension</key><dict>
      <key>NSExtensionPointIdentifier</key>
        <string> com.apple.widgetkit-extension </string>
      </dict></dict>
      """
    XCTAssertEqual(point(widget), "com.apple.widgetkit-extension")
    XCTAssertEqual(
      point("<key>CFBundleName</key><string>Café</string>\n" + widget),
      "com.apple.widgetkit-extension")
  }

  func testNoneWithoutTheKeyOrItsString() {
    XCTAssertNil(point("<dict><key>CFBundleName</key><string>Notes</string></dict>"))
    XCTAssertNil(point("<dict><key>CFBundleName</key><string>Café</string></dict>"))
    XCTAssertNil(point("<key>NSExtensionPointIdentifier</key><integer>1</integer>"))
    XCTAssertNil(point("<key>NSExtensionPointIdentifier</key>\n<string>  </string>"))
    XCTAssertNil(point(""))
  }
}
