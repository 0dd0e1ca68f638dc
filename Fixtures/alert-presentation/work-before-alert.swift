// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct Download {
  var name: String?
}

struct DownloadsView: View {
  @State private var confirmsRemoval = false
  @State private var selected: Download?

  func remove() {}

  var body: some View {
    List {
      Text("Downloads")
    }
    // The Alert is made right here, after a value of its own: the new form has no single
    // place for `fileName`, which the message reads.
    .alert(isPresented: $confirmsRemoval) {
      let fileName = selected?.name ?? "this file"
      return Alert(
        title: Text("Remove download?"),
        message: Text("“\(fileName)” will be deleted from this device."),
        primaryButton: .destructive(Text("Remove")) {
          remove()
        },
        secondaryButton: .cancel(Text("Keep")))
    }
  }
}
