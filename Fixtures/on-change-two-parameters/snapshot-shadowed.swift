// fixture: include-review deployment-target=iOS=17.0,macOS=14.0
import SwiftUI

struct FolderList: View {
  let folder: String
  @State private var names: [String] = []

  var body: some View {
    List(names, id: \.self) { Text($0) }
      .onChange(of: folder) { folder in
        names = listing(in: folder)
      }
      .onChange(of: folder) { folder in
        print(self.folder, folder)
      }
  }

  private func listing(in folder: String) -> [String] { [folder] }
}
