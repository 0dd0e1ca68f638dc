// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// `navigationBarItems(leading:)` and `navigationBarItems(trailing:)` chained one right after
/// the other become one toolbar with both items.
struct Notes: View {
  @State private var editing = false

  var body: some View {
    List {
      Text("Groceries")
    }
    .navigationBarItems(leading: EditButton())
    .navigationBarItems(trailing: Button("New") { editing = true })
  }

  var onOneLine: some View {
    Text("A").navigationBarItems(leading: Button("X") {}).navigationBarItems(trailing: EditButton())
  }

  /// Written trailing first: the items keep their order.
  var trailingFirst: some View {
    Text("Drafts")
      .navigationBarItems(trailing: Button("Send") {})
      .navigationBarItems(leading: Button("Cancel") {})
      .navigationTitle("Drafts")
  }

  /// A comment between the calls goes into the toolbar, before the item it is written above.
  var commented: some View {
    Text("Inbox")
      .navigationBarItems(leading: EditButton())
      // Opens the composer.
      .navigationBarItems(trailing: Button("Compose") { editing = true })
  }

  /// Another modifier between the calls: two toolbars, as each call alone.
  var apart: some View {
    Text("Sent")
      .navigationBarItems(leading: EditButton())
      .padding()
      .navigationBarItems(trailing: Button("Done") {})
  }

  /// A suppressed call stays as it is; the other one becomes a toolbar on its own.
  var suppressed: some View {
    Text("Flagged")
      .navigationBarItems(leading: EditButton())
      // swiftui-migrate:disable:next toolbar-items -- the button keeps its own look
      .navigationBarItems(trailing: Button("Unflag") {})
  }

  /// An `EmptyView()` call has no toolbar of its own, so it joins nothing.
  var empty: some View {
    Text("Outbox")
      .navigationBarItems(leading: EmptyView())
      .navigationBarItems(trailing: Button("Retry") {})
  }
}
