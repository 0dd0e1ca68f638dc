import Foundation

/// The one thing the project model reads from an XML `Info.plist`: an app extension's
/// `NSExtension` → `NSExtensionPointIdentifier` (`com.apple.widgetkit-extension`).
enum InfoPlist {
  /// The string after `<key>NSExtensionPointIdentifier</key>`; nil when there is none (or
  /// the file is not an XML property list).
  static func extensionPoint(in bytes: [UInt8]) -> String? {
    let text = String(decoding: bytes, as: UTF8.self)
    guard let key = text.range(of: "<key>NSExtensionPointIdentifier</key>") else { return nil }
    let rest = text[key.upperBound...]
    guard let open = rest.range(of: "<string>"),
      rest[..<open.lowerBound].allSatisfy(\.isWhitespace),
      let close = rest[open.upperBound...].range(of: "</string>")
    else { return nil }
    let value = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
    return value.isEmpty ? nil : value
  }
}
