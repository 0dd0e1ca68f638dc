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
    .alert("Upload failed", isPresented: $showsError) {
      Button("OK") {}
    } message: {
      Text("Try again later.")
    }
    .alert("Delete \(fileName)?", isPresented: $confirmsDelete) {
      Button("Delete", role: .destructive) {
        delete()
      }
      Button("Keep", role: .cancel) {}
    }
    .alert(Text(verbatim: fileName), isPresented: $showsInfo) {}
    .confirmationDialog("Add a photo", isPresented: $choosesSource, titleVisibility: .visible) {
      Button("Camera") { print("camera") }
      Button("Library") {}
    } message: {
      Text("Choose a source")
    }
  }
}
