// fixture: deployment-target=iOS=17.0
import SwiftUI

struct WeatherScreen: View {
  var body: some View {
    ZStack {
      SkyAnimation().ignoresSafeArea()
      VStack {
        Text("21°")
        Text("Sunny")
      }
    }
    .background {
      StarField().ignoresSafeArea()
    }
    .overlay {
      Color.black.opacity(0.2).ignoresSafeArea()
    }
    .background(CloudLayer().ignoresSafeArea())
  }
}

struct SkyAnimation: View {
  var body: some View { Color.blue }
}

struct StarField: View {
  var body: some View { Color.black }
}

struct CloudLayer: View {
  var body: some View { Color.white.opacity(0.3) }
}
