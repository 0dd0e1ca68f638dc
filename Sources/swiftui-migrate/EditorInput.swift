import Foundation
import MigrationKit

/// `--stdin-path PATH`: the source of one file from an editor's buffer.
enum EditorInput {
  /// The project a file belongs to, for the index: the nearest folder above it with a
  /// `Package.swift`, an Xcode project, a `.swiftui-migrate` file or a `.git`; else its
  /// own folder.
  static func projectFolder(of location: String) -> String {
    let ownFolder = (location as NSString).deletingLastPathComponent
    var folder = ownFolder
    while !folder.isEmpty && folder != "/" {
      for marker in ["Package.swift", ConfigFile.name, ".git"]
      where Paths.kind(of: folder + "/" + marker, followingLinks: true) != .missing {
        return folder
      }
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      if names.contains(where: { $0.hasSuffix(".xcodeproj") }) { return folder }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return ownFolder
  }
}
