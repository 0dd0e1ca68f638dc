// fixture: deployment-target=iOS=15.0
import SwiftUI

// Arguments written on lines of their own for the title and its mode: the title alone goes
// back on the call's line, as a person writes one argument, unless it spans lines itself
// or would not fit in 100 columns there.
struct StorageScreen: View {
  let appName: String

  var body: some View {
    List {
      Text("Photos")
    }
    .navigationBarTitle(
      "Storage",
      displayMode: .inline
    )
  }

  var devices: some View {
    List {
      Text("Desktop")
    }
    .navigationBarTitle(
      Text(String(
        format: NSLocalizedString("%@ on your computer", comment: ""),
        appName
      )),
      displayMode: .inline
    )
  }

  var retention: some View {
    Form {
      Text("Keep messages")
    }
    .navigationBarTitle(
      Text("Automatically delete messages and media older than the chosen period").bold(),
      displayMode: .large
    )
  }
}
