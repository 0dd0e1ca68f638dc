import ProjectDescription

public enum Defaults {
  public static let destinations: Destinations = [.iPhone, .iPad]
  public static let deploymentTargets: DeploymentTargets = .iOS("16.4")
}
