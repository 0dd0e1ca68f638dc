// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct FolderList: View {
  let folder: String
  @State private var names: [String] = []

  var body: some View {
    List(names, id: \.self) { Text($0) }
      .onChange(of: folder) { _, folder in
        names = listing(in: folder)
      }
      .onChange(of: folder) { oldFolder, folder in
        print(oldFolder, folder)
      }
  }

  private func listing(in folder: String) -> [String] { [folder] }
}
