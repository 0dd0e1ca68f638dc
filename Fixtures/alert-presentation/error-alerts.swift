// fixture: deployment-target=iOS=17.0 include-review
import Foundation
import SwiftUI

// `alert(isPresented:error:actions:)` presents a LocalizedError: it is current API (iOS 15),
// not the deprecated `alert(isPresented:content:)`, so it is left alone and not reported.
struct SaveFailure: LocalizedError {
  var errorDescription: String? { "Could not save" }
}

struct ProfileForm: View {
  @State private var showsError = false
  @State private var failure: SaveFailure?

  var body: some View {
    Form {
      Text("Profile")
    }
    .alert(isPresented: $showsError, error: failure) {
      Button("OK") {}
    }
    .alert(isPresented: $showsError, error: failure) { _ in
      Button("Retry") {}
    } message: { failure in
      Text(failure.errorDescription ?? "")
    }
  }
}
