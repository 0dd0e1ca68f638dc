import SwiftUI

// A bottom padding of 34 or 49 on a view with another view after it in its VStack spaces the
// two (a subtitle above its buttons, a logo above a title): that view is not at the screen's
// bottom edge, and the number stands in for no bar. Not reported.
struct WelcomeScreen: View {
  var body: some View {
    VStack(spacing: 0) {
      Image(systemName: "car.fill")
        .font(.largeTitle)
        .padding(.bottom, 34)
      Text("Welcome aboard")
        .font(.title)
      Text("Pick how you want to start.")
        .foregroundStyle(.secondary)
        .padding(.bottom, 49)
      VStack(spacing: 12) {
        Button("Book a ride") {}
        Button("Share my car") {}
      }
    }
  }
}

// The last view of its VStack, or one followed only by an `if` or a ForEach that may show
// nothing, may sit on the bottom edge: still reported.
struct SignUpFooter: View {
  let showsTerms: Bool
  let notes: [String]

  var body: some View {
    VStack {
      Text("Create an account")
      Button("Continue") {}
        .padding(.bottom, 34)
    }
    VStack {
      Button("Continue") {}
        .padding(.bottom, 34)
      if showsTerms {
        Text("By continuing you accept the terms.")
      }
      ForEach(notes, id: \.self) { Text($0) }
    }
  }
}
