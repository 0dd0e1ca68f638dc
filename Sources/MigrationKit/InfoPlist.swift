import Foundation

/// The one thing the project model reads from an XML `Info.plist`: an app extension's
/// `NSExtension` → `NSExtensionPointIdentifier` (`com.apple.widgetkit-extension`).
enum InfoPlist {
  /// The string after `<key>NSExtensionPointIdentifier</key>`; nil when there is none (or
  /// the file is not an XML property list).
  static func extensionPoint(in bytes: [UInt8]) -> String? {
    // Most property lists (an app's) have no such key: on ASCII bytes, where the string
    // search below matches bytes, that is told by the bytes (Foundation's search of the
    // whole text cost about 230,000 instructions a file).
    if bytes.allSatisfy({ $0 < 0x80 }), !ByteScan.contains(Self.keyBytes, in: bytes) {
      return nil
    }
    let text = String(decoding: bytes, as: UTF8.self)
    guard let key = text.range(of: Self.key) else { return nil }
    let rest = text[key.upperBound...]
    guard let open = rest.range(of: "<string>"),
      rest[..<open.lowerBound].allSatisfy(\.isWhitespace),
      let close = rest[open.upperBound...].range(of: "</string>")
    else { return nil }
    let value = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
    return value.isEmpty ? nil : value
  }

  private static let key = "<key>NSExtensionPointIdentifier</key>"
  private static let keyBytes = Array(key.utf8)
}
