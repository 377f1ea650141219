// Post-build steps are added here.
