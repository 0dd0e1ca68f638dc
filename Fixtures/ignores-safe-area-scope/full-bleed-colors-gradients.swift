// fixture: deployment-target=iOS=17.0
import SwiftUI

struct Backdrops: View {
  var body: some View {
    Group {
      Color.indigo.ignoresSafeArea()
      Color(red: 0.1, green: 0.1, blue: 0.2).ignoresSafeArea(.all)
      Color.clear.ignoresSafeArea(edges: .all)
      Color.black.opacity(0.4).ignoresSafeArea(.all, edges: .all)
      LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
        .ignoresSafeArea()
      RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 400)
        .ignoresSafeArea()
      AngularGradient(colors: [.red, .yellow, .red], center: .center).ignoresSafeArea()
    }
  }
}
