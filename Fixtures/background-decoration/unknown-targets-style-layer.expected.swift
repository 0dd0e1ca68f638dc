// fixture: include-review
import SwiftUI

/// No deployment targets are given: the plain form is written, and a colour or gradient
/// layer is flagged (from iOS 15 it would fill the safe area the view meets).
struct BannerView: View {
  let title: String

  var body: some View {
    Text(title)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.orange.opacity(0.8))
  }

  var backdrop: some View {
    Text(title)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background(Color.blue.ignoresSafeArea())
  }

  var badge: some View {
    Image(systemName: "star")
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .overlay(Circle().stroke(Color.gray))
  }
}
