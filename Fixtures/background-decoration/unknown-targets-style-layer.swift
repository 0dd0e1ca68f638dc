// fixture: include-review
import SwiftUI

/// No deployment targets are given: the plain form is written, and a colour or gradient
/// layer is flagged (from iOS 15 it would fill the safe area the view meets).
struct BannerView: View {
  let title: String

  var body: some View {
    ZStack {
      Color.orange.opacity(0.8)
      Text(title)
    }
  }

  var backdrop: some View {
    ZStack {
      Color.blue.ignoresSafeArea()
      Text(title)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
  }

  var badge: some View {
    ZStack {
      Image(systemName: "star")
      Circle().stroke(Color.gray)
    }
  }
}
