// fixture: deployment-target=iOS=15.0
import SwiftUI

struct Inbox: View {
  let folders: [String]
  let title: LocalizedStringKey
  let mode: NavigationBarItem.TitleDisplayMode

  var body: some View {
    NavigationView {
      List(folders, id: \.self) { folder in
        NavigationLink(folder) {
          Text(folder).navigationTitle(folder).navigationBarTitleDisplayMode(.inline)
        }
      }
      .navigationTitle("Inbox")
      .listStyle(.plain)
    }
  }

  var settings: some View {
    Form {
      Text("Signature")
    }
    .navigationTitle(Text("Settings"))  // keeps the title small
    .navigationBarTitleDisplayMode(.inline)
    .padding()
  }

  var drafts: some View {
    Text("Drafts")
      .navigationTitle(title)
      .navigationBarTitleDisplayMode(mode)
  }

  var archive: some View {
    List {
      Text("2024")
    }.navigationTitle(Text("Archive")).navigationBarTitleDisplayMode(.large)
  }
}
