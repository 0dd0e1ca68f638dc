// ProgressView with a title the index types as a String is a spinner; with a Progress, a bar.
import SwiftUI

func localized(_ key: String) -> String { key }

struct LoadingRow: View {
  let title: String
  let progress: Progress

  var body: some View {
    VStack {
      ProgressView(localized("loading"))
        .frame(maxWidth: .infinity)
      ProgressView(title)
        .frame(maxWidth: .infinity)
      HStack {
        ProgressView(progress)
        Spacer()
      }
    }
  }
}
