import XCTest

@testable import MigrationKit

/// `BuildSettings.values(_:)` reads a setting's plain and conditional keys
/// (`NAME`, `NAME[sdk=iphoneos*]`) as `String` compares them, whatever bytes a key has.
final class BuildSettingsValuesTests: XCTestCase {
  func testKeysAreTheSettingsAsStringsCompareThem() {
    let name = "SKIP_INSTALL"
    let plain = [
      "SKIP_INSTALL", "SKIP_INSTALL[sdk=iphoneos*]", "SKIP_INSTALL[arch=arm64]",
      "SKIP_INSTALLED", "SKIP_INSTAL", "SKIP", "", "OTHER", "SKIP_INSTALL[",
      // A mark after `[` joins it; a mark or a letter after the name makes another name.
      "SKIP_INSTALL[\u{301}sdk=x]", "SKIP_INSTALL\u{301}", "SKIP_INSTALLÉ", "ÉSKIP_INSTALL",
      "SKIP_INSTALL[sdk=é]", "SKIP_INSTALL\r\n", "SKIP_INSTALL[\r\n]",
    ]
    // A Kelvin sign is a `K` to `String` (in a layer of its own: a dictionary holds one of
    // two keys that compare equal).
    let kelvin = ["S\u{212A}IP_INSTALL", "S\u{212A}IP_INSTALL[sdk=macosx*]"]
    var layers: [[String: String]] = [[:], [:]]
    for (position, key) in plain.enumerated() { layers[0][key] = "p\(position)" }
    for (position, key) in kelvin.enumerated() { layers[1][key] = "k\(position)" }
    let settings = BuildSettings(layers: layers)
    // As `values` read them before it compared bytes.
    var names: Set<String> = []
    for layer in layers {
      for key in layer.keys where key == name || key.hasPrefix(name + "[") { names.insert(key) }
    }
    let expected = names.sorted().compactMap { settings.value($0) }
    XCTAssertEqual(settings.values(name), expected)
    XCTAssertEqual(Set(expected), ["k0", "p1", "p2", "p8", "p13", "p15", "k1"])
  }
}
