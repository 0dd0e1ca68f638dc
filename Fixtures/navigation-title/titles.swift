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
          Text(folder).navigationBarTitle(folder, displayMode: .inline)
        }
      }
      .navigationBarTitle("Inbox")
      .listStyle(.plain)
    }
  }

  var settings: some View {
    Form {
      Text("Signature")
    }
    .navigationBarTitle(Text("Settings"), displayMode: .inline)  // keeps the title small
    .padding()
  }

  var drafts: some View {
    Text("Drafts")
      .navigationBarTitle(title, displayMode: mode)
  }

  var archive: some View {
    List {
      Text("2024")
    }.navigationBarTitle(Text("Archive"), displayMode: .large)
  }
}
