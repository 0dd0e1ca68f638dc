// fixture: deployment-target=iOS=16.0
import SwiftUI

struct ContactsScreen: View {
  @State private var query = ""
  let count: Int

  var body: some View {
    List {
      Text("Contacts")
        .accessibility(label: Text("All contacts").foregroundColor(.primary))
      Text("\(count)")
        .accessibility(value: Text("\(count) people").foregroundColor(.secondary))
        .foregroundStyle(.gray)
    }
    .searchable(text: $query, prompt: Text("Name").foregroundColor(.gray))
    .navigationBarTitle(Text("People").foregroundColor(.blue))
  }
}
