// fixture: include-review deployment-target=iOS=17.0
import SwiftUI

/// A sign-in status that shows an error for a moment, then resets the state it is chosen
/// by: the work itself replaces the view, which is the case the note about .task asks about,
/// so the finding is `--verbose` only. Work that sets something else keeps the note.
struct SignInStatus: View {
  enum Phase { case idle, failed, done }
  @State private var phase = Phase.idle
  @State private var attempts = 0

  var body: some View {
    switch phase {
    case .failed:
      Text("Sign-in failed")
        .onAppear {
          Task {
            try? await Task.sleep(nanoseconds: 1_500_000_000)
            withAnimation {
              self.phase = .idle
            }
          }
        }
    case .idle:
      Text("Signing in")
        .onAppear {
          Task {
            await record()
            attempts += 1
          }
        }
    case .done:
      Text("Signed in")
    }
  }

  func record() async {}
}
