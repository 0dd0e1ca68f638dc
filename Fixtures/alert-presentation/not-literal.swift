// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

struct Failure: Identifiable {
  let id = 1
  let message: String
}

struct ErrorsView: View {
  @State private var showsError = false
  @State private var showsRetry = false
  @State private var showsCancel = false
  @State private var failure: Failure?
  let buttonTitle: String

  let retry: (() -> Void)?

  func makeAlert() -> Alert {
    Alert(title: Text("Failed"))
  }

  var body: some View {
    Text("Errors")
      .alert(isPresented: $showsError) {
        makeAlert()
      }
      .alert(isPresented: $showsError, content: makeAlert)
      .alert(item: $failure) { failure in
        Alert(title: Text(failure.message))
      }
      .alert(isPresented: $showsRetry) {
        Alert(title: Text("Failed"), dismissButton: .default(Text("Retry"), action: retry))
      }
      .alert(isPresented: $showsCancel) {
        Alert(
          title: Text("Stop?"), primaryButton: .default(Text(buttonTitle)),
          secondaryButton: .cancel())
      }
      .alert(isPresented: $showsDone) {
        Alert(title: Text("Done"), dismissButton: doneButton)
      }
      .actionSheet(item: $failure) { failure in
        ActionSheet(title: Text(failure.message))
      }
  }

  @State private var showsDone = false
  let doneButton: Alert.Button
}
