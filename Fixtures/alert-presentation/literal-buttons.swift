// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct UploadView: View {
  @State private var showsError = false
  @State private var confirmsDelete = false
  @State private var showsInfo = false
  @State private var choosesSource = false
  let fileName: String

  func delete() {}

  var body: some View {
    VStack {
      Text("Upload")
    }
    .alert(isPresented: $showsError) {
      Alert(
        title: Text("Upload failed"), message: Text("Try again later."),
        dismissButton: .default(Text("OK")))
    }
    .alert(isPresented: $confirmsDelete) {
      Alert(
        title: Text("Delete \(fileName)?"),
        primaryButton: .destructive(Text("Delete")) {
          delete()
        },
        secondaryButton: .cancel(Text("Keep")))
    }
    .alert(isPresented: $showsInfo) {
      Alert(title: Text(verbatim: fileName))
    }
    .actionSheet(isPresented: $choosesSource) {
      ActionSheet(
        title: Text("Add a photo"), message: Text("Choose a source"),
        buttons: [
          .default(Text("Camera"), action: { print("camera") }),
          .default(Text("Library")),
          .cancel(),
        ])
    }
  }
}
