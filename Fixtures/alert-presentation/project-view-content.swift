// fixture: include-review deployment-target=iOS=15.0
import SwiftUI

/// A project overlay with SwiftUI's labels. A call whose content makes a project view can
/// only be to it (SwiftUI's content returns an Alert), so it is left without a note; a call
/// whose content is an Alert may still be to either.
extension View {
  func alert<Content: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> Content)
    -> some View
  {
    overlay { if isPresented.wrappedValue { content() } }
  }
}

struct UpdateBanner: View {
  @Binding var isPresented: Bool

  var body: some View {
    Button("Later") { isPresented = false }
  }
}

struct Dashboard: View {
  @State private var offersUpdate = false
  @State private var showsError = false

  var body: some View {
    VStack {
      Text("Dashboard")
    }
    .alert(isPresented: $offersUpdate) {
      UpdateBanner(isPresented: $offersUpdate)
    }
    .alert(isPresented: $showsError) {
      Alert(title: Text("Failed"))
    }
  }
}

extension Dashboard {
  /// A nested view, found where the call is.
  struct DiscardAlert: View {
    @Binding var isPresented: Bool

    var body: some View {
      Button("Discard") { isPresented = false }
    }
  }

  var discardable: some View {
    Text("Draft")
      .alert(isPresented: .constant(true)) {
        DiscardAlert(isPresented: .constant(true))
      }
  }
}
