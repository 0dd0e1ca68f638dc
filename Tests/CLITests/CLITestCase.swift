import Foundation
import TestSupport
import XCTest

/// Runs the built `swiftui-migrate` binary.
class CLITestCase: XCTestCase {
  /// The executable, built next to the test bundle.
  static let binary: String = {
    let candidates = [
      Bundle(for: CLITestCase.self).bundleURL.deletingLastPathComponent(),
      Bundle.main.bundleURL,
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
    ]
    for folder in candidates {
      let path = folder.appendingPathComponent("swiftui-migrate").path
      if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    fatalError(
      "swiftui-migrate not found next to the tests in \(candidates.map(\.path)); run `swift build` first"
    )
  }()

  func run(_ arguments: [String], in folder: TemporaryFolder) throws -> ProcessResult {
    try run(arguments, in: folder.path)
  }

  func run(_ arguments: [String], in folder: String) throws -> ProcessResult {
    try runProcess(Self.binary, arguments, in: folder)
  }

  /// A temporary folder holding copies of `Fixtures/Projects/<name>`, each under its name.
  func copyProjects(_ names: String...) throws -> TemporaryFolder {
    let folder = TemporaryFolder()
    for name in names {
      try FileManager.default.copyItem(
        atPath: TestSupport.Paths.fixtures.path + "/Projects/" + name,
        toPath: folder.path + "/" + name)
    }
    return folder
  }

  /// A small SwiftUI project with code the migrations are about.
  func makeProject() -> TemporaryFolder {
    let folder = TemporaryFolder()
    folder.write(
      "Sources/App/ContentView.swift",
      """
      import SwiftUI

      struct ContentView: View {
          var body: some View {
              NavigationView {
                  VStack {
                      HStack {
                          Text("Title")
                          Spacer()
                      }
                      Text("Subtitle")
                          .foregroundColor(.secondary)
                          .cornerRadius(8)
                  }
                  .padding()
              }
          }
      }

      """)
    folder.write(
      "Sources/App/RowView.swift",
      """
      import SwiftUI

      struct RowView: View {
      \tlet name: String
      \tvar body: some View {
      \t\tHStack {
      \t\t\tSpacer()
      \t\t\tText(name).foregroundColor(.red)
      \t\t}
      \t\t.edgesIgnoringSafeArea(.all)
      \t}
      }

      """.replacingOccurrences(of: "\n", with: "\r\n"))
    folder.write("Sources/App/Model.swift", "struct Model {\n    var title = \"a\"\n}\n")
    return folder
  }
}
