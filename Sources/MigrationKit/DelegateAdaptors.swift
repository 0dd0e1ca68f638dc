import SwiftCST

/// SwiftUI's application delegate adaptors: which class a property they wrap holds. The
/// declaration scan types such a property with it (the index), and observable-macro asks it
/// of a variable it reads.
public enum DelegateAdaptors {
  /// `AppDelegate` for the variable declaration `node` when it is
  /// `@UIApplicationDelegateAdaptor(AppDelegate.self) var appDelegate` (or
  /// NSApplicationDelegateAdaptor, WKApplicationDelegateAdaptor, WKExtensionDelegateAdaptor:
  /// the wrapped value of SwiftUI's delegate adaptors is the delegate type they are given);
  /// nil otherwise.
  public static func delegateType(ofVariable node: Int32, in raw: RawTree) -> String? {
    var child = raw.firstChild(node)
    while child >= 0, raw.kind(child) == .attribute || raw.kind(child) == .modifier {
      defer { child = raw.nextSibling(child) }
      let tokens = raw.tokens(child)
      // `@`, the adaptor, `(`, `Name` (`.` `Name`)…, `.`, `self`, `)`.
      guard raw.kind(child) == .attribute, tokens.count >= 7,
        adaptors.contains(raw.token(tokens.lowerBound + 1).text),
        raw.token(tokens.lowerBound + 2).text == "(", raw.token(tokens.upperBound - 1).text == ")",
        raw.token(tokens.upperBound - 2).text == "self",
        raw.token(tokens.upperBound - 3).text == "."
      else { continue }
      var path: [String] = []
      var token = tokens.lowerBound + 3
      while token < tokens.upperBound - 3 {
        let name = raw.token(token).text
        guard raw.tokenKind(token) == .identifier, name.first?.isUppercase == true else {
          return nil
        }
        path.append(name)
        token += 1
        if token < tokens.upperBound - 3 {
          guard raw.token(token).text == "." else { return nil }
          token += 1
        }
      }
      return path.isEmpty ? nil : path.joined(separator: ".")
    }
    return nil
  }

  private static let adaptors: Set<String> = [
    "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor", "WKApplicationDelegateAdaptor",
    "WKExtensionDelegateAdaptor",
  ]
}
