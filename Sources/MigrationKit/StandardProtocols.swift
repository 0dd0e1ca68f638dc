/// Protocols of the standard library, Foundation, Combine and SwiftUI that a class may list
/// first in its inheritance clause without it being a superclass: a first name among them
/// (or of the `ExpressibleBy…Literal` family) adds no stored members and no superclass.
public enum StandardProtocols {
  /// Whether `name` (a last component, without module) is one of them.
  public static func contains(_ name: String) -> Bool {
    names.contains(name) || name.hasPrefix("ExpressibleBy")
  }

  private static let names: Set<String> = [
    "ObservableObject", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable",
    "Decodable", "Encodable", "Sendable", "CustomStringConvertible",
    "CustomDebugStringConvertible", "AnyObject", "NSObjectProtocol", "View",
  ]
}
