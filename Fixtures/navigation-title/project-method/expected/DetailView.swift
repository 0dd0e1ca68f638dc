import SwiftUI

struct DetailView: View {
  let crumb: Breadcrumb
  let name: String

  var body: some View {
    let trail = Breadcrumb().navigationBarTitle("Home")
    let deeper = crumb.navigationBarTitle(name)
    let toast = Toast().navigationBarTitle("Saved", subtitle: name)
    Text(trail.titles.joined() + deeper.titles.joined() + toast)
      .navigationTitle(name)
      .navigationBarTitleDisplayMode(.inline)
  }
}
