import Foundation

/// Locations in the package checkout, for tests.
public enum Paths {
  /// The package root (the folder holding Package.swift).
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    while url.path != "/" {
      url.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
        return url
      }
    }
    fatalError("Package.swift not found above \(#filePath)")
  }()

  public static var fixtures: URL { packageRoot.appendingPathComponent("Fixtures") }
}
