// fixture: deployment-target=iOS=17.0
import SwiftUI

/// A screen description, not a view: `navigationBarTitle` is a stored property and a label.
struct ScreenSpec {
  var navigationBarTitle: String
}

func navigationBarTitle(_ title: String) -> ScreenSpec {
  ScreenSpec(navigationBarTitle: title)
}

let home = navigationBarTitle("Home")

struct SpecView: View {
  @State private var spec = ScreenSpec(navigationBarTitle: "Start")

  var body: some View {
    Text(spec.navigationBarTitle)
      .onAppear { spec.navigationBarTitle = home.navigationBarTitle }
  }
}
